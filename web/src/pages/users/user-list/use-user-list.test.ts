import { describe, expect, it } from 'vitest';
import { initialListState } from '../../../components/lists/list-state';
import { userListQuery } from './use-user-list';

describe('userListQuery', () => {
  it('asks for page 0, size 10, sorted by id by default', () => {
    expect(userListQuery(initialListState({}))).toEqual({ page: 0, size: 10, sort: 'id', value: '' });
  });

  it('sends the trimmed search text as value', () => {
    expect(userListQuery({ paging: { page: 2, size: 50 }, search: '  ada ', filters: {} })).toEqual({ page: 2, size: 50, sort: 'id', value: 'ada' });
  });
});
