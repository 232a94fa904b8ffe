import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const devServerPort = Number(process.env.DEV_SERVER_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);

type Env = Record<string, string | boolean>;
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
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
