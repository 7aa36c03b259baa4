// The browser build (STACK.md): swc compiles TypeScript and JSX, swc minifies, every file but
// index.html is named by its content hash so the server may cache it for a year
// (server/web/client-plugin.ts), and each screen and locale file is its own lazy chunk.
import { resolve } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Mode = 'production' | 'development';

const ROOT = __dirname;
const API_PREFIX = '/pro-api';
const API_SERVER = 'http://localhost:8080';

// The large libraries of a few screens (the grid, the editor) in named chunks of their own. No
// chunk gathers a library set by name any more: that put all of react-router, MobX, axios and every
// Fluent component the entry touched on /login (docs/architecture.md, issue 10).
const NODE_MODULES = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

function swcOptions(mode: Mode) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      target: 'es2022',
    },
  };
}

const devServer: DevServerConfiguration = {
  port: 3000,
  historyApiFallback: true,
  // The API server (npm start, port 8080) answers /pro-api; the dev server serves the client.
  proxy: [{ context: [API_PREFIX], target: API_SERVER }],
};

export default (
  _env: unknown,
  argv: { mode?: Mode },
): Configuration & { devServer: DevServerConfiguration } => {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const name = production ? '[name].[contenthash:12]' : '[name]';
  return {
    mode,
    context: ROOT,
    entry: { main: './pages/main.tsx' },
    output: {
      path: resolve(ROOT, 'dist', 'client'),
      publicPath: '/',
      filename: `${name}.js`,
      chunkFilename: `${name}.js`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(mode) },
        },
      ],
    },
    // Maps for reading production stack traces, without pointing every browser at them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    plugins: [new HtmlWebpackPlugin({ template: './pages/index.html' })],
    optimization: {
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
      ],
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The grid loads with the first list screen only; STACK.md: 232 KB gzip with the modules used.
          grid: {
            test: NODE_MODULES('ag-grid-community|ag-grid-react|ag-stack'),
            name: 'grid',
            chunks: 'async',
            priority: 10,
          },
          // The rich-text editor loads with the first form that shows one; STACK.md: 66 KB gzip.
          editor: {
            test: NODE_MODULES('slate|slate-dom|slate-react|slate-history'),
            name: 'editor',
            chunks: 'async',
            priority: 10,
          },
        },
      },
    },
    // A coarse guard on minified sizes; the gzip budgets of /login and the shell are the bench's
    // (bench/foundation/client-budget.ts).
    performance: production
      ? {
          hints: 'warning',
          maxEntrypointSize: 900_000,
          maxAssetSize: 700_000,
          // The lazily loaded grid is weighed by its own figure above, not by the first screen's budget.
          assetFilter: (file: string) => file.endsWith('.js') && !file.startsWith('grid.'),
        }
      : false,
    devServer,
  };
};
