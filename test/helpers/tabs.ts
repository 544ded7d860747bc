export { EMPTY_PATH } from './browser';
