import { type CheckId, checks } from '../../frameworks/checks';

// The assessment names a failing check by its name; history keeps its id, which outlives a rename.
const idsByName = new Map(Object.entries(checks).map(([id, check]) => [check.name, id]));

export const checkIdByName = (name: string): string => idsByName.get(name) ?? name;

export const checkNameOf = (id: string): string => (id in checks ? checks[id as CheckId].name : id);
