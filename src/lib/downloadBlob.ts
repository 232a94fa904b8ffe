/** Saves a blob through a temporary link, so a file built or fetched in the page downloads under its own name. */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

const fileNamePattern = /filename="?([^";]+)"?/i;

/** The file name a Content-Disposition header gives an attachment, if it gives one. */
export const attachmentFileName = (contentDisposition: string | null | undefined): string | null =>
  contentDisposition?.match(fileNamePattern)?.[1] ?? null;
