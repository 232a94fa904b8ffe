import { z } from 'zod';
import { serializeOncePerData } from '../../../../server/src/modules/dashboard/serializeOnce';

const schema = z.object({ success: z.literal(true), data: z.object({ score: z.number() }) });

describe('serializeOncePerData', () => {
  it('checks and stringifies a shared data object once, and anything else every time', () => {
    const parse = jest.spyOn(schema, 'parse');
    const serialize = serializeOncePerData(schema)();
    const shared = { score: 80, secret: 'dropped by the schema' };

    expect(serialize({ success: true, data: shared })).toBe('{"success":true,"data":{"score":80}}');
    expect(serialize({ success: true, data: shared })).toBe('{"success":true,"data":{"score":80}}');
    expect(parse).toHaveBeenCalledTimes(1);

    expect(serialize({ success: true, data: { score: 60 } })).toBe('{"success":true,"data":{"score":60}}');
    expect(parse).toHaveBeenCalledTimes(2);
    expect(() => serialize({ success: true, data: { score: 'high' } })).toThrow();
  });
});
