// ... existing config ...
      {
        test: /\.s[ac]ss$/i,
        use: [
          isProd ? MiniCssExtractPlugin.loader : 'style-loader',
          {
            loader: 'css-loader',
            options: { importLoaders: 2, sourceMap: !isProd },
          },
          'postcss-loader',
          'sass-loader',
        ],
      },
// ... existing config ...
