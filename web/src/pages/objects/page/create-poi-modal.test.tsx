import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ar } from '../../../i18n/catalogs/ar';
import { en } from '../../../i18n/catalogs/en';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { CreatePoiModal } from './create-poi-modal';

const GROUPS = { content: [{ id: 'g1', version: 1, title: 'Ground floor', image: null, beacon: null, poiCount: 2 }], totalElements: 1, page: 0, size: 100 };
const POI = {
  id: 'p9',
  version: 1,
  data: {
    content: [{ language: 'en', title: 'Carpet', subtitle: null, description: 'Wool.', audioList: [], state: 'PUBLISHED' }],
    externalReference: null,
    imageList: [],
    referenceImageList: [],
    featuredImage: null,
    group: { id: 'g1', title: 'Ground floor' },
    linkedItemIds: ['o7'],
    beaconSensitivityRange: { min: -100, max: -40 },
    location: { location: 'Main Building', latitude: 1, longitude: 2 },
    youtubeLink: null,
    beaconId: null,
    beaconUniqueId: null,
  },
};
const REFUSED = { message: 'ValidationException', debugMessage: 'Latitude is required', status: 400, timestamp: '2026-11-26T00:00:00Z', logIdentifier: 'x', fieldErrors: { 'location.latitude': 'Latitude is required' } };

function PoiFormStandIn() {
  return <div data-testid="poi-form-opened">{useParams().id}</div>;
}

function renderModal(language: 'en' | 'ar', answer: () => Response) {
  const posts: { url: string; body: unknown }[] = [];
  const client = createApiClient('', async () => 'token', async (url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/point-of-interest-groups') return Response.json(GROUPS);
    posts.push({ url: path, body: JSON.parse(String(init?.body)) });
    return answer();
  });
  render(
    <IntlProvider locale={language} messages={language === 'en' ? en : ar}>
      <MemoryRouter initialEntries={['/objects/o7']}>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <Routes>
              <Route path="/objects/:id" element={<CreatePoiModal object={{ id: 'o7', inventoryNumber: 'B-010', objectName: 'Carpet' }} onDismiss={() => undefined} />} />
              <Route path="/updatePoi/:id" element={<PoiFormStandIn />} />
            </Routes>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
  const wrapper = createWrapper(document.body);
  const modal = () => wrapper.findModal('[data-testid="create-poi"]')!;
  const chooseGroup = async () => {
    const select = wrapper.findSelect('[data-testid="create-poi-group"]')!;
    await waitFor(() => expect(select.findTrigger().getElement().getAttribute('aria-disabled')).not.toBe('true'));
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions()).toHaveLength(1));
    act(() => select.selectOptionByValue('g1'));
  };
  const create = () => act(() => modal().findFooter()!.findButton('[data-testid="create-poi-create"]')!.click());
  return { posts, modal, chooseGroup, create, wrapper };
}

describe('Create POI from an object', () => {
  afterEach(cleanup);

  it('sends the chosen group with the place left to the defaults, then opens the new POI\'s form', async () => {
    const { posts, modal, chooseGroup, create } = renderModal('en', () => Response.json(POI));
    expect(modal().findHeader().getElement().textContent).toBe('Create a POI from Carpet');
    await chooseGroup();
    await create();
    expect((await screen.findByTestId('poi-form-opened')).textContent).toBe('p9');
    expect(posts).toEqual([{ url: '/api/objects/o7/poi', body: { group: { id: 'g1' }, location: {} } }]);
  });

  it('sends a typed place, and shows a refused coordinate at its field', async () => {
    const { posts, chooseGroup, create, wrapper } = renderModal('en', () => Response.json(REFUSED, { status: 400 }));
    await chooseGroup();
    act(() => wrapper.findExpandableSection('[data-testid="create-poi-place"]')!.findExpandButton().click());
    act(() => wrapper.findInput('[data-testid="create-poi-location"]')!.setInputValue('Hall 3'));
    act(() => wrapper.findInput('[data-testid="create-poi-latitude"]')!.setInputValue('north'));
    await create();
    expect(posts[0].body).toEqual({ group: { id: 'g1' }, location: { location: 'Hall 3', latitude: 'north' } });
    await waitFor(() => expect(wrapper.findFormField('[data-testid="create-poi-latitude-field"]')!.findError()?.getElement().textContent).toBe('Latitude is required'));
    expect(screen.queryByTestId('poi-form-opened')).toBeNull();
  });

  it('asks in Arabic', async () => {
    const { modal } = renderModal('ar', () => Response.json(POI));
    // The name is isolated, so a Latin name reads in its own direction inside the Arabic sentence.
    expect(modal().findHeader().getElement().textContent).toBe('إنشاء نقطة اهتمام من \u2068Carpet\u2069');
    expect(modal().findFooter()!.findButton('[data-testid="create-poi-create"]')!.getElement().textContent).toBe('إنشاء');
  });
});
