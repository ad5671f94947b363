const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');

const isProd = process.env.NODE_ENV === 'production';
const analyze = process.env.ANALYZE === '1';

module.exports = {
    mode: isProd ? 'production' : 'development',
    entry: {
        main: './src/index.js',
        admin: './src/admin/index.js',
    },
    output: {
        path: path.resolve(__dirname, 'dist'),
        filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: '/static/',
        clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
        extensions: ['.js', '.jsx'],
        alias: {
            '@': path.resolve(__dirname, 'src'),
        },
    },
    module: {
        rules: [
            {
                test: /\.jsx?$/,
                exclude: /node_modules/,
                use: 'babel-loader',
            },
            {
                test: /\.css$/,
                use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader', 'postcss-loader'],
            },
            {
                test: /\.(png|svg|jpe?g|gif|woff2?)$/,
                type: 'asset',
                parser: { dataUrlCondition: { maxSize: 8 * 1024 } },
            },
        ],
    },
    plugins: [
        new webpack.DefinePlugin({
            'process.env.API_URL': JSON.stringify(process.env.API_URL || 'http://localhost:8080'),
        }),
        new HtmlWebpackPlugin({
            template: './public/index.html',
            chunks: ['main'],
        }),
        new HtmlWebpackPlugin({
            template: './public/admin.html',
            filename: 'admin.html',
            chunks: ['admin'],
        }),
        new CopyWebpackPlugin({
            patterns: [{ from: 'public/robots.txt' }, { from: 'public/favicon.ico' }],
        }),
        isProd && new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
        analyze && new BundleAnalyzerPlugin({ analyzerMode: 'static', openAnalyzer: false }),
    ].filter(Boolean),
    devServer: {
        port: 3000,
        historyApiFallback: true,
        proxy: {
            '/api': 'http://localhost:8080',
        },
    },
};
