require 'json'
require 'time'

# ... existing code ...
