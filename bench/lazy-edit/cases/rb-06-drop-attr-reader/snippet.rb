require 'json'

module Notes
  class Store
    def initialize(path)
# ... existing code ...
