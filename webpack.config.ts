import path from 'node:path';
import { type BrotliOptions, constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const devServerPort = Number(process.env.DEV_SERVER_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);

type Env = Record<string, string | boolean>;

// Text assets the server sends precompressed (brotli, else gzip): compressed once here at the highest levels, never
// per request. Source maps are not among them: they are not served.
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const precompress = [
  new CompressionPlugin<BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: compressible,
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: compressible,
    compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    threshold: 1024,
    minRatio: 0.9,
  }),
];
type Argv = { mode?: Configuration['mode'] };

export default function config(_env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    // Production maps are written for decoding reported errors but not referenced from the bundles, nor served.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // react-router's package exports name only its development build; the production one ships beside it.
        ...(production && {
          'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
          'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        },
        { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] }, noErrorOnMissing: true },
        ],
      }),
      ...(production ? precompress : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: devServerPort,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}` }],
    },
  };
}
