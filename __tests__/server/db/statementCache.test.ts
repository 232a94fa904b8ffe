import Database from 'better-sqlite3';
import { withStatementCache } from '../../../server/src/db/statementCache';

describe('SQLite statement cache', () => {
  it('reuses the prepared statement for the same SQL and still sees new data', () => {
    const raw = new Database(':memory:');
    const prepare = jest.spyOn(raw, 'prepare');
    const database = withStatementCache(raw, 10);
    database.prepare('create table items (name text)').run([]);
    const insert = database.prepare('insert into items (name) values (?)');
    insert.run(['first']);
    database.prepare('insert into items (name) values (?)').run(['second']);

    expect(database.prepare('insert into items (name) values (?)')).toBe(insert);
    expect(database.prepare('select name from items order by name').all([])).toEqual([
      { name: 'first' },
      { name: 'second' },
    ]);
    expect(prepare).toHaveBeenCalledTimes(3);
    database.close();
  });

  it('evicts the oldest statement beyond its capacity', () => {
    const database = withStatementCache(new Database(':memory:'), 1);
    const first = database.prepare('select 1');
    database.prepare('select 2');
    expect(database.prepare('select 1')).not.toBe(first);
    database.close();
  });
});
