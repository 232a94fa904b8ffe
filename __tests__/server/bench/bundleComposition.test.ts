import { generatedCharactersByOrigin, originOf } from '../../../bench/lib/bundleComposition';

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

describe('generatedCharactersByOrigin', () => {
  it('counts each segment up to the next one, or to the end of its line', () => {
    const code = 'AAAABBB\nCC';
    const map = JSON.stringify({
      version: 3,
      sources: [
        'webpack://securo/./node_modules/react-dom/index.js',
        'webpack://securo/./src/features/landing/LandingPage.tsx',
      ],
      names: [],
      // Line 1: react-dom from column 0, the landing page from column 4; line 2: react-dom again.
      mappings: 'AAAA,ICAA;ADAA',
    });

    expect(Object.fromEntries(generatedCharactersByOrigin(code, map))).toEqual({
      'react-dom': 6,
      'src/features/landing': 3,
    });
  });
});
