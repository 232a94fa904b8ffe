/**
 * The File objects of uploads in flight, by upload id: Redux state and actions carry only the id, the name and sizes.
 * An upload takes its file out when it starts, so nothing is kept after.
 */
const files = new Map<string, File>();
let count = 0;

export const keepChosenFile = (file: File): string => {
  count += 1;
  const id = `upload-${count}`;
  files.set(id, file);
  return id;
};

export const takeChosenFile = (id: string): File | undefined => {
  const file = files.get(id);
  files.delete(id);
  return file;
};
