// ... existing code ...
      {
        test: /\.s[ac]ss$/,
        use: [
          isProd ? MiniCssExtractPlugin.loader : 'style-loader',
          {
            loader: 'css-loader',
            options: {
              importLoaders: 2,
              modules: { auto: true, localIdentName: '[name]__[local]--[hash:base64:5]' },
            },
          },
          'postcss-loader',
          {
            loader: 'sass-loader',
            options: { sassOptions: { includePaths: [path.resolve(__dirname, 'src/styles')] } },
          },
        ],
      },
      // ... existing code ...
  devServer: {
    port: 3000,
    historyApiFallback: true,
    hot: true,
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
  },
};
