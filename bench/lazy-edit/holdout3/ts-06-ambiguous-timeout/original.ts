export const services = {
  billing: {
    url: 'http://billing.internal',
    timeout: 30,
    retries: 2,
  },
  search: {
    url: 'http://search.internal',
    timeout: 30,
    retries: 2,
  },
};
