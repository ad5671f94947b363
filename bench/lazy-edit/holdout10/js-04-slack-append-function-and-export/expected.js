const https = require('https');

const SLACK_API_HOST = 'slack.com';
const DEFAULT_TIMEOUT_MS = 5000;

function callSlack(method, token, payload, timeoutMs = DEFAULT_TIMEOUT_MS) {
  const body = JSON.stringify(payload);
  const options = {
    host: SLACK_API_HOST,
    path: `/api/${method}`,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Authorization: `Bearer ${token}`,
    },
    timeout: timeoutMs,
  };

  return new Promise((resolve, reject) => {
    const req = https.request(options, (res) => {
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        raw += chunk;
      });
      res.on('end', () => {
        try {
          const data = JSON.parse(raw);
          if (!data.ok) {
            const err = new Error(`Slack API error: ${data.error}`);
            err.code = data.error;
            return reject(err);
          }
          resolve(data);
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error(`Slack ${method} timed out`)));
    req.on('error', reject);
    req.write(body);
    req.end();
  });
}

async function postMessage(token, channel, text, blocks) {
  const payload = { channel, text };
  if (blocks) payload.blocks = blocks;
  const data = await callSlack('chat.postMessage', token, payload);
  return { channel: data.channel, ts: data.ts };
}

async function updateMessage(token, channel, ts, text, blocks) {
  const payload = { channel, ts, text };
  if (blocks) payload.blocks = blocks;
  const data = await callSlack('chat.update', token, payload);
  return { channel: data.channel, ts: data.ts };
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
