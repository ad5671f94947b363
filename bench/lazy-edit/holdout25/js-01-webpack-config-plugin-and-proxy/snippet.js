// ... existing code ...
const { CleanWebpackPlugin } = require('clean-webpack-plugin');
const pkg = require('./package.json');

const isProduction = process.env.NODE_ENV === 'production';
// ... existing code ...
    new MiniCssExtractPlugin({
      filename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
    }),
    new webpack.DefinePlugin({
      __APP_VERSION__: JSON.stringify(pkg.version),
    }),
  ],
  devServer: {
    historyApiFallback: true,
    port: 3000,
    hot: true,
    proxy: {
      '/api': 'http://localhost:8000',
    },
  },
};
