package com.example.orders;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
// ... existing code ...
