#include "pktline.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>

namespace grove::protocol {

namespace {

constexpr std::size_t kLengthPrefix = 4;
constexpr std::size_t kMaxPktLen = 65520;

int hex_value(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

}  // namespace

std::string encode_pkt_line(std::string_view payload) {
    if (payload.size() + kLengthPrefix > kMaxPktLen) {
        throw std::length_error("pkt-line payload too long");
    }
    char prefix[kLengthPrefix + 1];
    std::snprintf(prefix, sizeof(prefix), "%04zx", payload.size() + kLengthPrefix);
    std::string out(prefix, kLengthPrefix);
    out.append(payload);
    return out;
}

PktReader::PktReader(std::string_view buffer) : buffer_(buffer), offset_(0) {}

bool PktReader::at_end() const {
    return offset_ >= buffer_.size();
}

PktLine PktReader::next() {
    if (buffer_.size() - offset_ < kLengthPrefix) {
        throw std::runtime_error("truncated pkt-line length");
    }
    std::size_t length = 0;
    for (std::size_t i = 0; i < kLengthPrefix; ++i) {
        int value = hex_value(buffer_[offset_ + i]);
        if (value < 0) {
            throw std::runtime_error("invalid pkt-line length");
        }
        length = (length << 4) | static_cast<std::size_t>(value);
    }
    if (length == 0) {
        offset_ += kLengthPrefix;
        return PktLine{PktKind::Flush, {}};
    }
    if (length == 1) {
        offset_ += kLengthPrefix;
        return PktLine{PktKind::Delim, {}};
    }
    if (length == 2) {
        offset_ += kLengthPrefix;
        return PktLine{PktKind::ResponseEnd, {}};
    }
    if (length < kLengthPrefix || length > kMaxPktLen) {
        throw std::runtime_error("pkt-line length out of range");
    }
    if (buffer_.size() - offset_ < length) {
        throw std::runtime_error("truncated pkt-line payload");
    }
    std::string_view payload = buffer_.substr(offset_ + kLengthPrefix, length - kLengthPrefix);
    offset_ += length;
    return PktLine{PktKind::Data, payload};
}

std::vector<std::string_view> PktReader::read_until_flush() {
    std::vector<std::string_view> lines;
    while (!at_end()) {
        PktLine line = next();
        if (line.kind == PktKind::Flush) {
            break;
        }
        if (line.kind == PktKind::Data) {
            lines.push_back(line.payload);
        }
    }
    return lines;
}

}  // namespace grove::protocol
