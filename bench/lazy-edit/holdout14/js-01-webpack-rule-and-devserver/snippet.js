// ... existing code ...
      {
        test: /\.(png|jpe?g|gif)$/i,
        type: 'asset/resource',
      },
      {
        test: /\.svg$/i,
        issuer: /\.jsx?$/,
        use: ['@svgr/webpack'],
      },
    ],
  },
  // ... existing code ...
  devServer: {
    historyApiFallback: true,
    port: 3000,
    hot: true,
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
};
