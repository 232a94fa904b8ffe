import { checks } from '../../frameworks/checks';

// An assessment names each failing check by its name, which is unique; a task keeps the check's id.
const idByName = new Map(Object.entries(checks).map(([id, check]) => [check.name, id]));
const nameById = new Map(Object.entries(checks).map(([id, check]) => [id, check.name]));

export const checkIdOf = (name: string): string => idByName.get(name) ?? name;

export const checkNameOf = (id: string): string => nameById.get(id) ?? id;
