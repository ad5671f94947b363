const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const isProd = process.env.NODE_ENV === 'production';

module.exports = {
    // ... existing code ...
    plugins: [
        // ... existing code ...
        new HtmlWebpackPlugin({
            template: './public/admin.html',
            filename: 'admin.html',
            chunks: ['admin'],
        }),
        isProd && new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    ].filter(Boolean),
    // ... existing code ...
