import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** How large an archive may grow once unpacked, and how many files it may hold. */
export type ZipLimits = { maxEntries: number; maxUnpackedBytes: number };

export type ZipVerdict = 'withinLimits' | 'notAZip' | 'tooManyEntries' | 'tooLargeUnpacked';

const openZip = (content: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip file')) : resolve(zip),
    );
  });

const unpackedSize = (zip: ZipFile, entry: Entry, budget: number) =>
  new Promise<number>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > budget) stream.destroy();
      });
      stream.on('close', () => resolve(bytes));
      stream.on('error', reject);
    });
  });

/**
 * Unpacks every file of an archive without keeping it, counting what it really holds (not what its directory claims),
 * and stops at the first limit passed: an Office document or workbook is read by libraries that unpack it whole in
 * memory, so a small upload that unpacks to gigabytes is refused before they see it.
 */
export const checkZipBounds = async (content: Buffer, limits: ZipLimits): Promise<ZipVerdict> => {
  let zip: ZipFile;
  try {
    zip = await openZip(content);
  } catch {
    return 'notAZip';
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return 'tooManyEntries';
  }
  return new Promise<ZipVerdict>((resolve) => {
    let unpacked = 0;
    const finish = (verdict: ZipVerdict) => {
      zip.close();
      resolve(verdict);
    };
    zip.on('error', () => finish('notAZip'));
    zip.on('end', () => finish('withinLimits'));
    zip.on('entry', (entry: Entry) => {
      const budget = limits.maxUnpackedBytes - unpacked;
      if (entry.uncompressedSize > budget) return finish('tooLargeUnpacked');
      unpackedSize(zip, entry, budget).then(
        (bytes) => {
          unpacked += bytes;
          if (unpacked > limits.maxUnpackedBytes) finish('tooLargeUnpacked');
          else zip.readEntry();
        },
        () => finish('notAZip'),
      );
    });
    zip.readEntry();
  });
};
