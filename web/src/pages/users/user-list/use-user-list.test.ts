import { describe, expect, it } from 'vitest';
import { FIRST_PAGE } from '../../../components/server-paging/paging';
import { userListQuery } from './use-user-list';

describe('userListQuery', () => {
  it('asks for page 0, size 10, sorted by id by default', () => {
    expect(userListQuery(FIRST_PAGE, '')).toEqual({ page: 0, size: 10, sort: 'id', value: '' });
  });

  it('sends the trimmed search text as value', () => {
    expect(userListQuery({ page: 2, size: 50 }, '  ada ')).toEqual({ page: 2, size: 50, sort: 'id', value: 'ada' });
  });
});
