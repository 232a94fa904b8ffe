import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedCharactersByOrigin, gzipBytesByOrigin, originOf } from '../../../bench/lib/bundleComposition';

describe('originOf', () => {
  it('names the npm package, scoped or not', () => {
    expect(originOf('webpack://securo/./node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(originOf('webpack://securo/./node_modules/@mui/material/Button/Button.js')).toBe('@mui/material');
  });

  it('names the app folder, two levels below src at most', () => {
    expect(originOf('webpack://securo/./src/features/landing/components/HeroSection.tsx')).toBe('src/features/landing');
    expect(originOf('webpack://securo/./src/app/router.tsx')).toBe('src/app');
    expect(originOf('webpack://securo/./src/index.tsx')).toBe('src');
  });

  it('tells webpack’s runtime from code the map does not name', () => {
    expect(originOf('webpack://securo/webpack/runtime/load script')).toBe('webpack runtime');
    expect(originOf(null)).toBe('unmapped');
  });
});

// Line 1: react-dom from column 0, the landing page from column 4; line 2: react-dom again.
const code = 'AAAABBB\nCC';
const map = JSON.stringify({
  version: 3,
  sources: [
    'webpack://securo/./node_modules/react-dom/index.js',
    'webpack://securo/./src/features/landing/LandingPage.tsx',
  ],
  names: [],
  mappings: 'AAAA,ICAA;ADAA',
});

describe('generatedCharactersByOrigin', () => {
  it('counts each segment up to the next one, or to the end of its line', () => {
    expect(Object.fromEntries(generatedCharactersByOrigin(code, map))).toEqual({
      'react-dom': 6,
      'src/features/landing': 3,
    });
  });
});

describe('gzipBytesByOrigin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'securo-composition-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('shares each script’s measured size by its origins’ characters and adds the scripts up', () => {
    const scripts = ['a.js', 'b.js'].map((name, index) => {
      const file = path.join(dir, name);
      writeFileSync(file, code);
      writeFileSync(`${file}.map`, map);
      return { file, gzipBytes: (index + 1) * 900 };
    });

    expect(Object.fromEntries(gzipBytesByOrigin(scripts))).toEqual({
      'react-dom': 1800,
      'src/features/landing': 900,
    });
  });
});
