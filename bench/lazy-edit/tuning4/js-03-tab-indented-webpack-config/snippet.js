// ... existing code ...
			{
				test: /\.css$/,
				use: [isProd ? MiniCssExtractPlugin.loader : "style-loader", "css-loader", "postcss-loader"],
			},
			// ... existing code ...
	devServer: {
		port: 5173,
		hot: true,
		historyApiFallback: true,
		proxy: {
			"/api": "http://localhost:3000",
			"/git": "http://localhost:3000",
		},
	},
	// ... existing code ...
};
