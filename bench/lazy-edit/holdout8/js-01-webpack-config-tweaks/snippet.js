const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
// ... existing code ...
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: isProd ? '[name].[contenthash].js' : '[name].js',
    // ... existing code ...
  },
  devtool: isProd ? 'source-map' : 'eval-source-map',
  // ... existing code ...
  plugins: [
    new webpack.DefinePlugin({
      __APP_VERSION__: JSON.stringify(require('./package.json').version),
    }),
    new HtmlWebpackPlugin({
      template: './public/index.html',
    }),
    // ... existing code ...
  ].filter(Boolean),
  devServer: {
    port: 8080,
    // ... existing code ...
