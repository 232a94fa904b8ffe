import { projectRoutes } from './projectRoutes';
import { resourceRoutes } from './resourceRoutes';

const routes = [...projectRoutes, ...resourceRoutes];

/** The endpoint a request is for, among exactly those the connector calls. */
export const findRoute = (method: string, pathname: string) => {
  for (const route of routes) {
    const match = route.method === method ? route.pattern.exec(pathname) : null;
    if (match) return { route, match };
  }
  return undefined;
};
