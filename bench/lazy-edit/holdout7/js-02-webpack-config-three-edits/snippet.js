const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
// ... existing code (unchanged) ...
  resolve: {
    extensions: ['.js', '.jsx'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
    },
  },
  plugins: [
    new webpack.DefinePlugin({
      __API_URL__: JSON.stringify(process.env.API_URL || 'http://localhost:3000'),
    }),
    new HtmlWebpackPlugin({
      template: './public/index.html',
      // ... existing code (unchanged) ...
  devServer: {
    port: 8080,
    historyApiFallback: true,
    hot: true,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
};
