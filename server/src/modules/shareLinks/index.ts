export { listShareLinks } from './repository';
export { shareLinkSchemas } from './routeSchemas';
export {
  findOpenableShareLink,
  holdShareLinks,
  issueShareLink,
  recordShareLinkOpening,
  revokeShareLink,
  type ShareLinkActions,
  type ShareLinkDeps,
} from './service';
