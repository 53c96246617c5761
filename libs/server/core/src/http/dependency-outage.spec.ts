import { isDependencyOutage } from './dependency-outage';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it.each([
    ['PostgreSQL refusing connections', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ["pg's cut connection", new Error('Connection terminated unexpectedly')],
    ["knex's pool timeout", Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ["MikroORM's wrapped connection error", Object.assign(new Error('wrapped'), { name: 'DriverException', cause: withCode('ECONNREFUSED') })],
    ['ioredis without a server', new Error('Connection is closed.')],
    ['ioredis giving up a command', Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' })],
    ['an AggregateError of refused addresses', Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), {})],
  ])('given %s, it is an outage (503)', (_label, error) => {
    expect(isDependencyOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error in our SQL', withCode('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'boom'],
    ['nothing', undefined],
  ])('given %s, it is not an outage (a fault of ours stays 500)', (_label, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });
});
