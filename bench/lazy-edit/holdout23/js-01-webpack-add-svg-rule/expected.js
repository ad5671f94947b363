const path = require("path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");
const { DefinePlugin } = require("webpack");

const isProd = process.env.NODE_ENV === "production";

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
    extensions: [".js", ".jsx"],
    alias: {
      "@": path.resolve(__dirname, "src"),
    },
  },
  module: {
    rules: [
      {
        test: /\.jsx?$/,
        exclude: /node_modules/,
        use: "babel-loader",
      },
      {
        test: /\.css$/,
        use: [isProd ? MiniCssExtractPlugin.loader : "style-loader", "css-loader", "postcss-loader"],
      },
      {
        test: /\.(png|jpe?g|gif|webp)$/i,
        type: "asset",
        parser: { dataUrlCondition: { maxSize: 8 * 1024 } },
      },
      {
        test: /\.svg$/i,
        issuer: /\.jsx?$/,
        use: ["@svgr/webpack"],
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: "./public/index.html", chunks: ["main"] }),
    new HtmlWebpackPlugin({
      template: "./public/admin.html",
      filename: "admin.html",
      chunks: ["admin"],
    }),
    new DefinePlugin({
      __APP_VERSION__: JSON.stringify(require("./package.json").version),
    }),
    isProd && new MiniCssExtractPlugin({ filename: "[name].[contenthash:8].css" }),
  ].filter(Boolean),
  devServer: {
    port: 3000,
    historyApiFallback: true,
    proxy: {
      "/api": { target: "http://localhost:8080", changeOrigin: true },
    },
  },
  performance: {
    hints: isProd ? "warning" : false,
  },
};
