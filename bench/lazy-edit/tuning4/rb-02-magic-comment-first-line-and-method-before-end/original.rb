require "digest"

module Forgekeep
  class SshKey
    SUPPORTED_TYPES = %w[ssh-ed25519 ecdsa-sha2-nistp256 ssh-rsa].freeze

    attr_reader :type, :blob, :comment

    def self.parse(line)
      type, encoded, comment = line.strip.split(" ", 3)
      raise ArgumentError, "unsupported key type: #{type}" unless SUPPORTED_TYPES.include?(type)

      new(type, encoded.unpack1("m"), comment)
    end

    def initialize(type, blob, comment = nil)
      @type = type
      @blob = blob
      @comment = comment
    end

    def fingerprint
      "SHA256:" + [Digest::SHA256.digest(blob)].pack("m0").delete("=")
    end

    def to_s
      [type, [blob].pack("m0"), comment].compact.join(" ")
    end

    def ==(other)
      other.is_a?(SshKey) && other.type == type && other.blob == blob
    end
    alias eql? ==

    def hash
      [type, blob].hash
    end
  end
end
