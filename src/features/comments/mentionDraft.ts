type Person = { id: string; name: string };

/** The `@` being typed before the caret: where it starts and the text after it; null when none is open. */
export type OpenMention = { start: number; query: string };

const openMention = /(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}_.'-]{0,40})$/u;

export const findOpenMention = (text: string, caret: number): OpenMention | null => {
  const match = openMention.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
};

/** The text with the open `@query` replaced by `@Name `, and where the caret goes after it. */
export const insertMention = (text: string, caret: number, mention: OpenMention, name: string) => {
  const inserted = `@${name} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: `${text.slice(0, mention.start)}${inserted}${after}`, caret: mention.start + inserted.length };
};

const escapeForPattern = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The picked people whose `@Name` the text still holds: a mention deleted from the text is no longer one. */
export const mentionsStillInText = <Picked extends Person>(text: string, picked: readonly Picked[]): Picked[] =>
  picked.filter(({ name }) =>
    new RegExp(`(?:^|[^\\p{L}\\p{N}_])@${escapeForPattern(name)}(?![\\p{L}\\p{N}_])`, 'u').test(text),
  );

/** The people once each, by id. */
export const uniqueById = <Picked extends Person>(people: readonly Picked[]): Picked[] => [
  ...new Map(people.map((person) => [person.id, person])).values(),
];
