const path = require("path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");

const isProd = process.env.NODE_ENV === "production";

module.exports = {
	mode: isProd ? "production" : "development",
	entry: {
		main: "./src/index.js",
		admin: "./src/admin/index.js",
	},
	output: {
		path: path.resolve(__dirname, "dist"),
		filename: isProd ? "[name].[contenthash].js" : "[name].js",
		publicPath: "/assets/",
		clean: true,
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
				test: /\.(png|svg|woff2?)$/,
				type: "asset/resource",
			},
		],
	},
	resolve: {
		extensions: [".js", ".jsx"],
	},
	plugins: [
		new HtmlWebpackPlugin({ template: "./public/index.html", chunks: ["main"] }),
		new HtmlWebpackPlugin({ template: "./public/admin.html", filename: "admin.html", chunks: ["admin"] }),
		isProd && new MiniCssExtractPlugin({ filename: "[name].[contenthash].css" }),
	].filter(Boolean),
	devServer: {
		port: 5173,
		hot: true,
		historyApiFallback: true,
		proxy: {
			"/api": "http://localhost:3000",
			"/git": "http://localhost:3000",
		},
	},
	devtool: isProd ? "source-map" : "eval-cheap-module-source-map",
};
