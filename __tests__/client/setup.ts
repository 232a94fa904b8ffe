import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@/testing/server';

// Route modules are lazy: the first visit in a worker compiles them, which can outlast the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout, so no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = jest.fn<void, []>();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
