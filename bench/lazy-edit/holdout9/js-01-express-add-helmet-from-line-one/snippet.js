'use strict';

const path = require('path');
const express = require('express');
const helmet = require('helmet');
const morgan = require('morgan');
// ... existing code ...
app.set('view engine', 'ejs');

app.use(helmet({ contentSecurityPolicy: config.env === 'production' ? undefined : false }));
app.use(morgan(config.env === 'production' ? 'combined' : 'dev'));
// ... existing code ...
