// ...
  resolve: {
    extensions: [".js", ".jsx", ".ts", ".tsx"],
    alias: {
      "@": path.resolve(__dirname, "src"),
    },
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: "babel-loader",
      },
      // ...
    ],
  },
  plugins: [
    // ...
    new DefinePlugin({
      __API_URL__: JSON.stringify(process.env.API_URL || "http://localhost:4000"),
      __BUILD_SHA__: JSON.stringify(process.env.GIT_SHA || "dev"),
    }),
    // ...
  ].filter(Boolean),
  devServer: {
    port: 3000,
    historyApiFallback: true,
    hot: true,
    proxy: [{ context: ["/api"], target: "http://localhost:4000" }],
  },
}
