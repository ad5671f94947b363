// ... existing config ...
  devtool: isProd ? "source-map" : "eval-cheap-module-source-map",
  // ... existing config ...
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
  // ... existing config ...
