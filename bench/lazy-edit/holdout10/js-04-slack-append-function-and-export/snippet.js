// ... existing code ...

async function updateMessage(token, channel, ts, text, blocks) {
  // ... existing code ...
}

async function postEphemeral(token, channel, user, text, blocks) {
  const payload = { channel, user, text };
  if (blocks) payload.blocks = blocks;
  const data = await callSlack('chat.postEphemeral', token, payload);
  return { messageTs: data.message_ts };
}

module.exports = {
  callSlack,
  postMessage,
  updateMessage,
  postEphemeral,
};
