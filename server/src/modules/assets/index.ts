export { refreshDiscoveredAssets } from './discovery';
