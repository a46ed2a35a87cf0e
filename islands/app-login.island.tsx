import { useEffect } from 'react'
import { logInThroughApp } from './bridge/login'

type Props = { back: string }

/**
 * On the web login page inside an app: hands the login to the app's own login page. Once the shopper has logged in
 * there (the app set the session cookie), the page goes on to `back`; if they close it, or the app has no such page,
 * the web form is still here. Renders nothing.
 */
export default function AppLogin({ back }: Props) {
  useEffect(() => {
    void logInThroughApp(back).then((outcome) => {
      if (outcome === 'loggedIn') location.replace(back)
    })
  }, [back])
  return null
}

declare module './registry' {
  interface Islands {
    'app-login': { component: typeof AppLogin }
  }
}
