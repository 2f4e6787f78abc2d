/**
 * What the beacon screens call besides the list, a beacon and its health: the saves, the scans
 * and the exports, as one chunk loaded by the first of them (two lazy entries split the cold
 * start's shared code into one file more, which compresses worse).
 */
export { assignBeacon, createBeacon, saveHealthSettings } from '../visitor-app/beacon-saves';
export { exportBeacons, exportScans, listScans } from '../visitor-app/beacon-reports';
