const path = require("path")
const HtmlWebpackPlugin = require("html-webpack-plugin")
const MiniCssExtractPlugin = require("mini-css-extract-plugin")
const { DefinePlugin } = require("webpack")

const isProd = process.env.NODE_ENV === "production"

module.exports = {
  mode: isProd ? "production" : "development",
  entry: {
    main: "./src/index.js",
    admin: "./src/admin/index.js",
  },
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: isProd ? "[name].[contenthash:8].js" : "[name].js",
    publicPath: "/",
    clean: true,
  },
  devtool: isProd ? "source-map" : "eval-cheap-module-source-map",
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
      {
        test: /\.css$/,
        use: [
          isProd ? MiniCssExtractPlugin.loader : "style-loader",
          {
            loader: "css-loader",
            options: { importLoaders: 1 },
          },
          "postcss-loader",
        ],
      },
      {
        test: /\.(png|jpe?g|gif|svg)$/i,
        type: "asset",
        parser: {
          dataUrlCondition: { maxSize: 8 * 1024 },
        },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: "./public/index.html",
      chunks: ["main"],
    }),
    new HtmlWebpackPlugin({
      template: "./public/admin.html",
      filename: "admin/index.html",
      chunks: ["admin"],
    }),
    new DefinePlugin({
      __API_URL__: JSON.stringify(process.env.API_URL || "http://localhost:4000"),
      __BUILD_SHA__: JSON.stringify(process.env.GIT_SHA || "dev"),
    }),
    isProd && new MiniCssExtractPlugin({ filename: "[name].[contenthash:8].css" }),
  ].filter(Boolean),
  devServer: {
    port: 3000,
    historyApiFallback: true,
    hot: true,
    proxy: [{ context: ["/api"], target: "http://localhost:4000" }],
  },
}
