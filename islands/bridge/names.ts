/** `addJavascriptInterface(bridge, "MallAppBridge")` in the Android apps. */
export const ANDROID_OBJECT = 'MallAppBridge'
/** The Flutter apps' `JavaScriptChannel` name, and the `flutter_inappwebview` handler name. */
export const FLUTTER_CHANNEL = 'MallFlutterBridge'
/** The object `flutter_inappwebview` puts on the page. */
export const INAPPWEBVIEW = 'flutter_inappwebview'
/** The function a host calls with a later answer: `mallBridgeReply(id, answer)`. */
export const REPLY_FUNCTION = 'mallBridgeReply'

/** A cheap look for a bridge host, without loading the bridge (islands/bridge/host.ts checks it fully). */
export const hostPresent = () => typeof window !== 'undefined' && [INAPPWEBVIEW, FLUTTER_CHANNEL, ANDROID_OBJECT].some((name) => name in window)
