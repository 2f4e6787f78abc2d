import { VISITOR_APP_ROOT } from './constants';

/**
 * The visitor page's first visit asks for the app's configuration and the bundle of the browser's
 * language only once its script has run: three round trips in a row (page, script, bundle). The
 * page's answer names both in a `Link: rel=preload` header instead, so the browser asks for them
 * beside the script, and the script's own requests take those answers (docs/visitor-app.md).
 * The language is the page's own first guess (`guessLanguage` in web/visit/visit-data.ts): the
 * first of the browser's languages, its primary subtag; one the app does not have costs a 404 and
 * the page asks for the default language's, as it did before.
 *
 * One source for both places that answer the page: the CloudFront Function (JS 2.0) on the
 * page's behaviour (infra/edge-functions.ts) runs this code as it is, and the local gateway runs
 * the same code (`visitPreloadHeaders`).
 */
export const VISIT_PRELOAD_FUNCTION = `function visitPreloadLink(acceptLanguage) {
  var link = function (path) { return '<${VISITOR_APP_ROOT}' + path + '>; rel=preload; as=fetch; crossorigin'; };
  var first = String(acceptLanguage || '').split(',')[0].split(';')[0].trim().toLowerCase().split('-')[0];
  var links = [link('/config')];
  if (/^[a-z]{2,3}$/.test(first)) links.push(link('/bundles/' + first));
  return links.join(', ');
}
function handler(event) {
  var response = event.response;
  var type = response.headers['content-type'];
  if (type && type.value.indexOf('text/html') === 0) {
    var language = event.request.headers['accept-language'];
    response.headers.link = { value: visitPreloadLink(language && language.value) };
  }
  return response;
}`;

type EdgeHeaders = Record<string, { value: string } | undefined>;
const edgeHandler = new Function(`${VISIT_PRELOAD_FUNCTION}\nreturn handler;`)() as (event: { request: { headers: EdgeHeaders }; response: { headers: EdgeHeaders } }) => { headers: EdgeHeaders };

/** The headers the edge function adds to an answer of `contentType` for a browser that sent `acceptLanguage`: the local gateway runs the edge's own code. */
export function visitPreloadHeaders(acceptLanguage: string | undefined, contentType: string): Record<string, string> {
  const request = { headers: acceptLanguage === undefined ? {} : { 'accept-language': { value: acceptLanguage } } };
  const { headers } = edgeHandler({ request, response: { headers: { 'content-type': { value: contentType } } } });
  return headers.link ? { link: headers.link.value } : {};
}
