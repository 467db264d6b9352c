// How the lead forms reach the server: the contact form as JSON (fetch), the quote form as
// multipart/form-data with its photos (XMLHttpRequest, the only browser API that reports upload
// progress). Either way the answer is the status and the parsed JSON body, if any.
export type Answer = { status: number; body: unknown }

export async function postJson(url: string, data: object): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(data),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

export function postMultipart(url: string, data: FormData, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // not JSON (an empty 503 from a proxy, say): the status alone decides
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => reject(new Error('network'))
    xhr.onabort = () => reject(new Error('aborted'))
    xhr.send(data)
  })
}
