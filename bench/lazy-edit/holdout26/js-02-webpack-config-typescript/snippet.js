// ... existing code ...
  resolve: {
    extensions: ['.js', '.jsx', '.ts', '.tsx'],
    // ... existing code ...
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: 'babel-loader',
      },
      // ... existing code ...
    ],
  },
  plugins: [
    // ... existing code ...
  ],
  devServer: {
    historyApiFallback: true,
    port: 3000,
    hot: true,
    proxy: [
      {
        context: ['/api'],
        target: 'http://localhost:8080',
      },
    ],
  },
};
