'use strict';

const express = require('express');
// ... existing code ...
