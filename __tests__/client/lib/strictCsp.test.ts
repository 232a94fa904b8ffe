describe('the strict CSP setting', () => {
  it('makes zod parse without compiling code, so no page asks for eval', async () => {
    jest.resetModules();
    await import('@/lib/strictCsp');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
