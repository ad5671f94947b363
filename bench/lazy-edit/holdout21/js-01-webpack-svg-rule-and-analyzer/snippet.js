const path = require("path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");
const { DefinePlugin } = require("webpack");
const { BundleAnalyzerPlugin } = require("webpack-bundle-analyzer");

// ... existing code ...
      {
        test: /\.(png|jpe?g|gif|webp)$/i,
        type: "asset",
        parser: {
          dataUrlCondition: { maxSize: 8 * 1024 },
        },
      },
      {
        test: /\.svg$/i,
        issuer: /\.jsx?$/,
        use: ["@svgr/webpack"],
      },
    ],
  },
  plugins: [
    // ... existing code ...
    new DefinePlugin({
      __APP_VERSION__: JSON.stringify(require("./package.json").version),
    }),
    ...(process.env.ANALYZE ? [new BundleAnalyzerPlugin({ analyzerMode: "static" })] : []),
  ],
  // ... existing code ...
};
